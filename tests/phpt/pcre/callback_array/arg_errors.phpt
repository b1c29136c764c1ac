--TEST--
argument errors
--FILE--
<?php
try { preg_replace_callback_array('/a/', 'a'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { preg_replace_callback_array([]); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
preg_replace_callback_array(): Argument #1 ($pattern) must be of type array, string given
preg_replace_callback_array() expects at least 2 arguments, 1 given
