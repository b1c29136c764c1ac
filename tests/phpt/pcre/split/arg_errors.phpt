--TEST--
argument errors
--FILE--
<?php
try { preg_split('/a/'); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { preg_split('/a/', 'a', 'x'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { preg_split('/a/', []); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
preg_split() expects at least 2 arguments, 1 given
preg_split(): Argument #3 ($limit) must be of type int, string given
preg_split(): Argument #2 ($subject) must be of type string, array given
