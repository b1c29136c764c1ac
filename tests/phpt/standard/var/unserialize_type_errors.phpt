--TEST--
argument types
--FILE--
<?php
try { unserialize([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { unserialize('i:1;', 'x'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { unserialize(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
unserialize(): Argument #1 ($data) must be of type string, array given
unserialize(): Argument #2 ($options) must be of type array, string given
unserialize() expects at least 1 argument, 0 given
