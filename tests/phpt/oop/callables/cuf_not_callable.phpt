--TEST--
call_user_func with a non-callable throws TypeError
--FILE--
<?php
foreach (['nope', ['A', 'b'], 5, 'Foo::bar'] as $c) {
    try { call_user_func($c); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
    try { call_user_func_array($c, []); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
--EXPECT--
call_user_func(): Argument #1 ($callback) must be a valid callback, function "nope" not found or invalid function name
call_user_func_array(): Argument #1 ($callback) must be a valid callback, function "nope" not found or invalid function name
call_user_func(): Argument #1 ($callback) must be a valid callback, class "A" not found
call_user_func_array(): Argument #1 ($callback) must be a valid callback, class "A" not found
call_user_func(): Argument #1 ($callback) must be a valid callback, no array or string given
call_user_func_array(): Argument #1 ($callback) must be a valid callback, no array or string given
call_user_func(): Argument #1 ($callback) must be a valid callback, class "Foo" not found
call_user_func_array(): Argument #1 ($callback) must be a valid callback, class "Foo" not found
