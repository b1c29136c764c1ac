--TEST--
idate() every format character
--FILE--
<?php
date_default_timezone_set('Europe/Paris');
foreach (str_split('BdhHiILmNostUwWyYzZ') as $c) {
    echo $c, ': ', idate($c, 1700000000), ' ', idate($c, 951782400), "\n";
}
?>
--EXPECT--
B: 967 41
d: 14 29
h: 11 1
H: 23 1
i: 13 0
I: 0 0
L: 0 1
m: 11 2
N: 2 2
o: 2023 2000
s: 20 0
t: 30 29
U: 1700000000 951782400
w: 2 2
W: 46 9
y: 23 0
Y: 2023 2000
z: 317 59
Z: 3600 3600
