--TEST--
goto into a loop is a fatal error
--FILE--
<?php
goto inside;
while (false) { inside: echo "x"; }
--EXPECTF--

Fatal error: 'goto' into loop or switch statement is disallowed in %s on line 2
