--TEST--
max and min errors
--FILE--
<?php
try { max([]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { min([]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { max(1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { min(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
max(): Argument #1 ($value) must contain at least one element
min(): Argument #1 ($value) must contain at least one element
max(): Argument #1 ($value) must be of type array, int given
min() expects at least 1 argument, 0 given
