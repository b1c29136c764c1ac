--TEST--
goto from one loop into another loop is disallowed, inside a function too
--FILE--
<?php
function f() {
    foreach ([1] as $v) {
        goto there;
    }
    while (false) {
        there:
        echo "x";
    }
}
--EXPECTF--

Fatal error: 'goto' into loop or switch statement is disallowed in %s on line 4
