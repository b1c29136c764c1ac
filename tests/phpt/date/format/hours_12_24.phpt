--TEST--
g G h H a A for every hour
--FILE--
<?php
date_default_timezone_set('UTC');
for ($h = 0; $h < 24; $h++) { echo date('g G h H a A B', $h * 3600 + 1800), "\n"; }
?>
--EXPECT--
12 0 12 00 am AM 062
1 1 01 01 am AM 104
2 2 02 02 am AM 145
3 3 03 03 am AM 187
4 4 04 04 am AM 229
5 5 05 05 am AM 270
6 6 06 06 am AM 312
7 7 07 07 am AM 354
8 8 08 08 am AM 395
9 9 09 09 am AM 437
10 10 10 10 am AM 479
11 11 11 11 am AM 520
12 12 12 12 pm PM 562
1 13 01 13 pm PM 604
2 14 02 14 pm PM 645
3 15 03 15 pm PM 687
4 16 04 16 pm PM 729
5 17 05 17 pm PM 770
6 18 06 18 pm PM 812
7 19 07 19 pm PM 854
8 20 08 20 pm PM 895
9 21 09 21 pm PM 937
10 22 10 22 pm PM 979
11 23 11 23 pm PM 020
