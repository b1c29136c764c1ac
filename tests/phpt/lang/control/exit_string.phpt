--TEST--
exit with a string prints it
--FILE--
<?php
echo "before\n";
exit("bye\n");
echo "after\n";
--EXPECT--
before
bye
