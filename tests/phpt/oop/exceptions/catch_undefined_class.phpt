--TEST--
Catching an undefined class name is not an error
--FILE--
<?php
try { throw new Exception('m'); }
catch (NoSuchClass $e) { echo "never\n"; }
catch (Exception $e) { echo "fallthrough ok\n"; }
--EXPECT--
fallthrough ok
