--TEST--
ValueError from internal functions
--FILE--
<?php
try { str_repeat('x', -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { array_fill(0, -1, 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { range(1, 2, 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { json_decode('1', false, 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(new ValueError('x') instanceof Error);
--EXPECT--
str_repeat(): Argument #2 ($times) must be greater than or equal to 0
array_fill(): Argument #2 ($count) must be greater than or equal to 0
range(): Argument #3 ($step) must not exceed the specified range
json_decode(): Argument #3 ($depth) must be greater than 0
bool(true)
