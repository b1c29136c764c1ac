--TEST--
sprintf float rounding
--FILE--
<?php
var_dump(sprintf("%.2f %.2f %.2f %.1f %.0f %.0f", 1.005, 2.675, 1.115, 0.05, 0.5, 1.5));
--EXPECT--
string(22) "1.00 2.67 1.11 0.1 0 2"
