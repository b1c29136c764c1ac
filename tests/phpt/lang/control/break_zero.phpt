--TEST--
break 0 is a fatal error
--FILE--
<?php
while (true) { break 0; }
--EXPECTF--

Fatal error: 'break' operator accepts only positive integers in %s on line 2
