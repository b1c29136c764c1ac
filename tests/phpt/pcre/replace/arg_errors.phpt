--TEST--
argument errors
--FILE--
<?php
try { preg_replace('/a/', 'b'); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { preg_replace('/a/', 'b', 'c', 'd'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { preg_replace(new stdClass, 'b', 'c'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
preg_replace() expects at least 3 arguments, 2 given
preg_replace(): Argument #4 ($limit) must be of type int, string given
preg_replace(): Argument #1 ($pattern) must be of type array|string, stdClass given
