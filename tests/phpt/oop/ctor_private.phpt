--TEST--
private constructor
--FILE--
<?php
class S { private function __construct() {} static function make() { return new self; } }
var_dump(S::make() instanceof S); try { new S; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
bool(true)
Call to private S::__construct() from global scope
