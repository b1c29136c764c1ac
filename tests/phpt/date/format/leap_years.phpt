--TEST--
L and t across leap and common years
--FILE--
<?php
date_default_timezone_set('UTC');
foreach ([1900, 1996, 2000, 2023, 2024, 2100, 2400] as $y) {
    $ts = gmmktime(0, 0, 0, 2, 1, $y);
    echo $y, ': L=', date('L', $ts), ' t=', date('t', $ts), ' z(Dec31)=', date('z', gmmktime(0,0,0,12,31,$y)), "\n";
}
?>
--EXPECT--
1900: L=0 t=28 z(Dec31)=364
1996: L=1 t=29 z(Dec31)=365
2000: L=1 t=29 z(Dec31)=365
2023: L=0 t=28 z(Dec31)=364
2024: L=1 t=29 z(Dec31)=365
2100: L=0 t=28 z(Dec31)=364
2400: L=1 t=29 z(Dec31)=365
