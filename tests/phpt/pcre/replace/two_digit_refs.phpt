--TEST--
two-digit references
--FILE--
<?php
$p = '/(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)/';
var_dump(preg_replace($p, '$11-$10-${11}-\10-$111', 'abcdefghijk'));
--EXPECT--
string(10) "k-j-k-j-k1"
