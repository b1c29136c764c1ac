--TEST--
php://stdout bypasses output buffering
--FILE--
<?php
$o = fopen('php://stdout', 'w');
ob_start();
echo "buffered\n";
fwrite($o, "unbuffered\n");
ob_end_flush();
fwrite(STDOUT, "via STDOUT\n");
echo "end\n";
--EXPECT--
unbuffered
buffered
via STDOUT
end
