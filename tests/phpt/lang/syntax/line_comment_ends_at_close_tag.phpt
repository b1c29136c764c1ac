--TEST--
A // comment ends at the closing tag
--FILE--
<?php // comment ?> visible
<?php # hash comment ?> also visible
--EXPECT--
 visible
 also visible
