--TEST--
call_user_func with an invalid callback
--FILE--
<?php
try { call_user_func('does_not_exist'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { call_user_func_array('add', 'notarray'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
call_user_func(): Argument #1 ($callback) must be a valid callback, function "does_not_exist" not found or invalid function name
call_user_func_array(): Argument #1 ($callback) must be a valid callback, function "add" not found or invalid function name
