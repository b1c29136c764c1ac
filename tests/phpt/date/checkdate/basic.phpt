--TEST--
checkdate() valid and invalid dates
--FILE--
<?php
foreach ([[2,29,2024],[2,29,2023],[2,29,1900],[2,29,2000],[4,31,2021],[12,31,2021],[13,1,2021],[0,1,2021],[1,0,2021],[1,1,0],[1,1,1],[1,1,32767],[1,1,32768],[-1,1,2021]] as [$m,$d,$y]) {
    echo "$m/$d/$y: "; var_dump(checkdate($m, $d, $y));
}
?>
--EXPECT--
2/29/2024: bool(true)
2/29/2023: bool(false)
2/29/1900: bool(false)
2/29/2000: bool(true)
4/31/2021: bool(false)
12/31/2021: bool(true)
13/1/2021: bool(false)
0/1/2021: bool(false)
1/0/2021: bool(false)
1/1/0: bool(false)
1/1/1: bool(true)
1/1/32767: bool(true)
1/1/32768: bool(false)
-1/1/2021: bool(false)
