--TEST--
implode with the array first
--FILE--
<?php
try { var_dump(implode(["a", "b"], ", ")); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
implode(): Argument #2 ($array) must be of type ?array, string given
