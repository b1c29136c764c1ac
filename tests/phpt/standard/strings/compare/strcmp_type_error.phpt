--TEST--
strcmp with an array
--FILE--
<?php
try { strcmp([], "a"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
strcmp(): Argument #1 ($string1) must be of type string, array given
