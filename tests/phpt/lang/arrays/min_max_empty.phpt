--TEST--
max on an empty array throws
--FILE--
<?php
try { max([]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { min(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
var_dump(max(1, 2.0), max(2.0, 1), min("1", 1), min(1, "1"));
--EXPECT--
max(): Argument #1 ($value) must contain at least one element
min() expects at least 1 argument, 0 given
float(2)
float(2)
string(1) "1"
int(1)
