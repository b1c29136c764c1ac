--TEST--
break outside a loop is a fatal error
--FILE--
<?php
echo "x";
break;
--EXPECTF--

Fatal error: 'break' not in the 'loop' or 'switch' context in %s on line 3
