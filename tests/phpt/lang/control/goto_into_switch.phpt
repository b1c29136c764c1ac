--TEST--
goto into a switch from outside it is a compile-time error
--FILE--
<?php
echo "never printed\n";
switch (2) {
    case 1:
        inner:
        echo "in\n";
        break;
}
goto inner;
--EXPECTF--

Fatal error: 'goto' into loop or switch statement is disallowed in %s on line 9
