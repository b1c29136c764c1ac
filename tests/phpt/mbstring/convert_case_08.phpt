--TEST--
mb_convert_case() all modes: ΣΊΣΥΦΟΣ σίσυφος
--INI--
extension=mbstring
--FILE--
<?php
$s = "ΣΊΣΥΦΟΣ σίσυφος";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ': ', mb_convert_case($s, $m), "\n";
}
?>
--EXPECT--
0: ΣΊΣΥΦΟΣ ΣΊΣΥΦΟΣ
1: σίσυφοσ σίσυφος
2: Σίσυφοσ Σίσυφος
3: σίσυφοσ σίσυφοσ
4: ΣΊΣΥΦΟΣ ΣΊΣΥΦΟΣ
5: σίσυφοσ σίσυφος
6: Σίσυφοσ Σίσυφος
7: σίσυφοσ σίσυφοσ
