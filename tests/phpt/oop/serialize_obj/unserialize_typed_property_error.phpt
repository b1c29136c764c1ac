--TEST--
Unserializing a wrong type into a typed property throws
--FILE--
<?php
class T { public int $i = 0; }
try { unserialize('O:1:"T":1:{s:1:"i";s:3:"abc";}'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot assign string to property T::$i of type int
