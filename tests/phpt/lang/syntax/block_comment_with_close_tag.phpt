--TEST--
Closing tag inside a block comment does not end PHP mode
--FILE--
<?php
/* ?> still a comment */
echo "ok\n";
--EXPECT--
ok
