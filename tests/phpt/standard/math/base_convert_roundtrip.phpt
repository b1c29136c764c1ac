--TEST--
base_convert round trips
--FILE--
<?php
foreach ([2, 8, 16, 36] as $b) { $s = base_convert("123456789", 10, $b); echo $s, ' ', base_convert($s, $b, 10), "\n"; }
--EXPECT--
111010110111100110100010101 123456789
726746425 123456789
75bcd15 123456789
21i3v9 123456789
