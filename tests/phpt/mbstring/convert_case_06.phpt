--TEST--
mb_convert_case() all modes: ﬁsh ﬀ
--INI--
extension=mbstring
--FILE--
<?php
$s = "ﬁsh ﬀ";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ': ', mb_convert_case($s, $m), "\n";
}
?>
--EXPECT--
0: FISH FF
1: ﬁsh ﬀ
2: Fish Ff
3: fish ff
4: ﬁSH ﬀ
5: ﬁsh ﬀ
6: ﬁsh ﬀ
7: ﬁsh ﬀ
