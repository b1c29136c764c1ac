--TEST--
__serialize must return an array
--FILE--
<?php
class Bad { public function __serialize() { return 'str'; } }
try { serialize(new Bad); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Bad::__serialize() must return an array
