--TEST--
Unparenthesized nested ternary is a compile error
--FILE--
<?php
echo 1 ? 2 : 3 ? 4 : 5;
--EXPECTF--

Fatal error: Unparenthesized `a ? b : c ? d : e` is not supported. Use either `(a ? b : c) ? d : e` or `a ? b : (c ? d : e)` in %s on line 2
