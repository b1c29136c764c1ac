--TEST--
foreach over a non-array warns
--FILE--
<?php
foreach (5 as $v) { echo "no"; }
foreach (null as $v) { echo "no"; }
foreach ("str" as $v) { echo "no"; }
echo "done\n";
--EXPECTF--

Warning: foreach() argument must be of type array|object, int given in %s on line 2

Warning: foreach() argument must be of type array|object, null given in %s on line 3

Warning: foreach() argument must be of type array|object, string given in %s on line 4
done
