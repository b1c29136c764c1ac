--TEST--
a callback returning nothing eats the output
--FILE--
<?php
ob_start(function ($b, $p) { });
echo "eaten";
ob_end_flush();
ob_start(function ($b, $p) { return null; });
echo "eaten too";
ob_end_flush();
echo "done\n";
--EXPECT--
done
