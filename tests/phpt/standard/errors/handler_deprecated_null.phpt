--TEST--
the error handler receives deprecation of null arguments
--FILE--
<?php
set_error_handler(function ($n, $s) {
    echo "$n: $s\n";
    return true;
});
var_dump(strlen(null));
--EXPECT--
8192: strlen(): Passing null to parameter #1 ($string) of type string is deprecated
int(0)
