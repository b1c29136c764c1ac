--TEST--
a callback returning true eats the output
--FILE--
<?php
ob_start(function ($b, $p) { return true; });
echo "eaten";
ob_end_flush();
echo "done\n";
--EXPECT--
done
