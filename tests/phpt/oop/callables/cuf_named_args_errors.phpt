--TEST--
call_user_func_array with bad named arguments throws
--FILE--
<?php
function f($a, $b = 2) { return $a + $b; }
try { call_user_func_array('f', ['a' => 1, 'c' => 3]); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { call_user_func_array('f', ['a' => 1, 0 => 2]); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { call_user_func_array('f', [1, 'a' => 2]); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { call_user_func_array('f', ['b' => 2]); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
--EXPECT--
Error: Unknown named parameter $c
Error: Cannot use positional argument after named argument
Error: Named parameter $a overwrites previous argument
ArgumentCountError: f(): Argument #1 ($a) not passed
