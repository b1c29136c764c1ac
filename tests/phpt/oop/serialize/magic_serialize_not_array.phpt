--TEST--
__serialize must return an array
--FILE--
<?php
class M { function __serialize() { return "x"; } }
try { serialize(new M); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
M::__serialize() must return an array
