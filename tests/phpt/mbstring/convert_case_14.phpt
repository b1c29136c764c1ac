--TEST--
mb_convert_case() all modes: ᾀ ᾳ ῳ
--INI--
extension=mbstring
--FILE--
<?php
$s = "ᾀ ᾳ ῳ";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ': ', mb_convert_case($s, $m), "\n";
}
?>
--EXPECT--
0: ἈΙ ΑΙ ΩΙ
1: ᾀ ᾳ ῳ
2: ᾈ ᾼ ῼ
3: ἀι αι ωι
4: ᾈ ᾼ ῼ
5: ᾀ ᾳ ῳ
6: ᾈ ᾼ ῼ
7: ᾀ ᾳ ῳ
