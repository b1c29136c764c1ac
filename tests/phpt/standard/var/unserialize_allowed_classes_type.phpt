--TEST--
allowed_classes of a wrong type
--FILE--
<?php
try { unserialize('i:1;', ['allowed_classes' => 'x']); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { unserialize('i:1;', ['allowed_classes' => 1]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(unserialize('i:1;', ['allowed_classes' => true]));
--EXPECT--
unserialize(): Option "allowed_classes" must be of type array|bool, string given
unserialize(): Option "allowed_classes" must be of type array|bool, int given
int(1)
