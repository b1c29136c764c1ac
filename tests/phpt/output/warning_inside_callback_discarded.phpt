--TEST--
a warning raised inside a callback is swallowed with its output
--FILE--
<?php
ob_start(function ($b) { $u = $undefined_in_cb; return "[$b]"; });
echo "x";
ob_end_flush();
echo "\n";
--EXPECT--
[x]
