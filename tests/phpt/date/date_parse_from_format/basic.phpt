--TEST--
date_parse_from_format(): dates and times
--FILE--
<?php
foreach ([['Y-m-d', '2021-03-15'], ['d/m/Y H:i', '15/03/2021 10:20'], ['j.n.y', '5.3.21'], ['Y-m-d H:i:s.u', '2021-03-15 10:20:30.123456'], ['D, d M Y', 'Mon, 15 Mar 2021'], ['l jS F Y', 'Monday 15th March 2021']] as [$f, $s]) {
    echo var_export($f, true), ' ', var_export($s, true), ":\n";
    print_r(date_parse_from_format($f, $s));
}
?>
--EXPECT--
'Y-m-d' '2021-03-15':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 15
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
'd/m/Y H:i' '15/03/2021 10:20':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 15
    [hour] => 10
    [minute] => 20
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
'j.n.y' '5.3.21':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 5
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
'Y-m-d H:i:s.u' '2021-03-15 10:20:30.123456':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 15
    [hour] => 10
    [minute] => 20
    [second] => 30
    [fraction] => 0.123456
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
'D, d M Y' 'Mon, 15 Mar 2021':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 15
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
    [relative] => Array
        (
            [year] => 0
            [month] => 0
            [day] => 0
            [hour] => 0
            [minute] => 0
            [second] => 0
            [weekday] => 1
        )

)
'l jS F Y' 'Monday 15th March 2021':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 15
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
    [relative] => Array
        (
            [year] => 0
            [month] => 0
            [day] => 0
            [hour] => 0
            [minute] => 0
            [second] => 0
            [weekday] => 1
        )

)
