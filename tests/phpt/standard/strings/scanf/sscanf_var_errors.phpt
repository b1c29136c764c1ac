--TEST--
sscanf variable count errors
--FILE--
<?php
try { sscanf("1 2", "%d %d", $a); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { sscanf("1 2", "%d", $a, $b); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { sscanf("1 2", '%3$d', $a, $b); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Different numbers of variable names and field specifiers
Variable is not assigned by any conversion specifiers
"%n$" argument index out of range
