--TEST--
exit with null prints nothing
--FILE--
<?php
echo "a\n";
exit(null);
--EXPECT--
a
