--TEST--
set_error_handler receives errno, errstr, errfile and errline
--FILE--
<?php
set_error_handler(function ($errno, $errstr, $errfile, $errline) {
    var_dump($errno, $errstr, $errfile === __FILE__, $errline);
    return true;
});
trigger_error('hello', E_USER_WARNING);
--EXPECT--
int(512)
string(5) "hello"
bool(true)
int(6)
