--TEST--
Empty list() destructuring is a compile error
--FILE--
<?php
list() = [1];
--EXPECTF--

Fatal error: Cannot use empty list in %s on line 2
