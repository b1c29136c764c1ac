--TEST--
Writing into a constant is a compile error
--FILE--
<?php
const ARR = [1];
ARR[] = 2;
--EXPECTF--

Fatal error: Cannot use temporary expression in write context in %s on line 3
