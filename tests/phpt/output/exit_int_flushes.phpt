--TEST--
exit with a status flushes buffers too
--FILE--
<?php
ob_start(fn($b) => strtoupper($b));
echo "quiet\n";
exit(3);
--EXPECT--
QUIET
