--TEST--
output buffers are flushed before shutdown functions run
--FILE--
<?php
register_shutdown_function(function () { echo "shutdown\n"; });
ob_start();
echo "buffered\n";
--EXPECT--
buffered
shutdown
