--TEST--
user exception class
--FILE--
<?php
class MyEx extends Exception { function __construct($m) { parent::__construct("my: $m", 42); } }
try { throw new MyEx('x'); } catch (Exception $e) { echo get_class($e), ' ', $e->getMessage(), ' ', $e->getCode(), ' ', $e->getLine(), "\n"; }
--EXPECT--
MyEx my: x 42 3
