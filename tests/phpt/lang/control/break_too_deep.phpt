--TEST--
break N deeper than the loop nesting is a fatal error
--FILE--
<?php
for ($i = 0; $i < 1; $i++) { break 2; }
--EXPECTF--

Fatal error: Cannot 'break' 2 levels in %s on line 2
